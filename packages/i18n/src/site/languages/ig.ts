import common from '../copy/common/ig';
import landing from '../copy/landing/ig';
import features from '../copy/features/ig';
import pricing from '../copy/pricing/ig';
import company from '../copy/company/ig';
import forms from '../copy/forms/ig';
import help from '../copy/help/ig';
import legal from '../copy/legal/ig';
import type { SiteCopy } from '../copy';

/** Every namespace of the public site's copy in one language, as one chunk (see loadAllSiteCopy). */
const copy: SiteCopy = { common, landing, features, pricing, company, forms, help, legal };

export default copy;
