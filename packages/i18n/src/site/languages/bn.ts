import common from '../copy/common/bn';
import landing from '../copy/landing/bn';
import features from '../copy/features/bn';
import pricing from '../copy/pricing/bn';
import company from '../copy/company/bn';
import forms from '../copy/forms/bn';
import help from '../copy/help/bn';
import legal from '../copy/legal/bn';
import type { SiteCopy } from '../copy';

/** Every namespace of the public site's copy in one language, as one chunk (see loadAllSiteCopy). */
const copy: SiteCopy = { common, landing, features, pricing, company, forms, help, legal };

export default copy;
