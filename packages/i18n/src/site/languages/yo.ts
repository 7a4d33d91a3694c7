import common from '../copy/common/yo';
import landing from '../copy/landing/yo';
import features from '../copy/features/yo';
import pricing from '../copy/pricing/yo';
import company from '../copy/company/yo';
import forms from '../copy/forms/yo';
import help from '../copy/help/yo';
import legal from '../copy/legal/yo';
import type { SiteCopy } from '../copy';

/** Every namespace of the public site's copy in one language, as one chunk (see loadAllSiteCopy). */
const copy: SiteCopy = { common, landing, features, pricing, company, forms, help, legal };

export default copy;
