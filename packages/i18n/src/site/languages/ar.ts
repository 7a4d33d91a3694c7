import common from '../copy/common/ar';
import landing from '../copy/landing/ar';
import features from '../copy/features/ar';
import pricing from '../copy/pricing/ar';
import company from '../copy/company/ar';
import forms from '../copy/forms/ar';
import help from '../copy/help/ar';
import legal from '../copy/legal/ar';
import type { SiteCopy } from '../copy';

/** Every namespace of the public site's copy in one language, as one chunk (see loadAllSiteCopy). */
const copy: SiteCopy = { common, landing, features, pricing, company, forms, help, legal };

export default copy;
