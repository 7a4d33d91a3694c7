import common from '../copy/common/ml';
import landing from '../copy/landing/ml';
import features from '../copy/features/ml';
import pricing from '../copy/pricing/ml';
import company from '../copy/company/ml';
import forms from '../copy/forms/ml';
import help from '../copy/help/ml';
import legal from '../copy/legal/ml';
import type { SiteCopy } from '../copy';

/** Every namespace of the public site's copy in one language, as one chunk (see loadAllSiteCopy). */
const copy: SiteCopy = { common, landing, features, pricing, company, forms, help, legal };

export default copy;
