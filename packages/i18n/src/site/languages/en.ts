import common from '../copy/common/en';
import landing from '../copy/landing/en';
import features from '../copy/features/en';
import pricing from '../copy/pricing/en';
import company from '../copy/company/en';
import forms from '../copy/forms/en';
import help from '../copy/help/en';
import legal from '../copy/legal/en';
import type { SiteCopy } from '../copy';

/** Every namespace of the public site's copy in one language, as one chunk (see loadAllSiteCopy). */
const copy: SiteCopy = { common, landing, features, pricing, company, forms, help, legal };

export default copy;
