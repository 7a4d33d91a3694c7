import common from '../copy/common/fil';
import landing from '../copy/landing/fil';
import features from '../copy/features/fil';
import pricing from '../copy/pricing/fil';
import company from '../copy/company/fil';
import forms from '../copy/forms/fil';
import help from '../copy/help/fil';
import legal from '../copy/legal/fil';
import type { SiteCopy } from '../copy';

/** Every namespace of the public site's copy in one language, as one chunk (see loadAllSiteCopy). */
const copy: SiteCopy = { common, landing, features, pricing, company, forms, help, legal };

export default copy;
