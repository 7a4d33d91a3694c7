import common from '../copy/common/pl';
import landing from '../copy/landing/pl';
import features from '../copy/features/pl';
import pricing from '../copy/pricing/pl';
import company from '../copy/company/pl';
import forms from '../copy/forms/pl';
import help from '../copy/help/pl';
import legal from '../copy/legal/pl';
import type { SiteCopy } from '../copy';

/** Every namespace of the public site's copy in one language, as one chunk (see loadAllSiteCopy). */
const copy: SiteCopy = { common, landing, features, pricing, company, forms, help, legal };

export default copy;
