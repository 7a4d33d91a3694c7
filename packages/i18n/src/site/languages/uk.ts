import common from '../copy/common/uk';
import landing from '../copy/landing/uk';
import features from '../copy/features/uk';
import pricing from '../copy/pricing/uk';
import company from '../copy/company/uk';
import forms from '../copy/forms/uk';
import help from '../copy/help/uk';
import legal from '../copy/legal/uk';
import type { SiteCopy } from '../copy';

/** Every namespace of the public site's copy in one language, as one chunk (see loadAllSiteCopy). */
const copy: SiteCopy = { common, landing, features, pricing, company, forms, help, legal };

export default copy;
