import common from '../copy/common/hi';
import landing from '../copy/landing/hi';
import features from '../copy/features/hi';
import pricing from '../copy/pricing/hi';
import company from '../copy/company/hi';
import forms from '../copy/forms/hi';
import help from '../copy/help/hi';
import legal from '../copy/legal/hi';
import type { SiteCopy } from '../copy';

/** Every namespace of the public site's copy in one language, as one chunk (see loadAllSiteCopy). */
const copy: SiteCopy = { common, landing, features, pricing, company, forms, help, legal };

export default copy;
