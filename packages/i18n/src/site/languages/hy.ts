import common from '../copy/common/hy';
import landing from '../copy/landing/hy';
import features from '../copy/features/hy';
import pricing from '../copy/pricing/hy';
import company from '../copy/company/hy';
import forms from '../copy/forms/hy';
import help from '../copy/help/hy';
import legal from '../copy/legal/hy';
import type { SiteCopy } from '../copy';

/** Every namespace of the public site's copy in one language, as one chunk (see loadAllSiteCopy). */
const copy: SiteCopy = { common, landing, features, pricing, company, forms, help, legal };

export default copy;
