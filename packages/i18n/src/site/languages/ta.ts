import common from '../copy/common/ta';
import landing from '../copy/landing/ta';
import features from '../copy/features/ta';
import pricing from '../copy/pricing/ta';
import company from '../copy/company/ta';
import forms from '../copy/forms/ta';
import help from '../copy/help/ta';
import legal from '../copy/legal/ta';
import type { SiteCopy } from '../copy';

/** Every namespace of the public site's copy in one language, as one chunk (see loadAllSiteCopy). */
const copy: SiteCopy = { common, landing, features, pricing, company, forms, help, legal };

export default copy;
