import common from '../copy/common/es';
import landing from '../copy/landing/es';
import features from '../copy/features/es';
import pricing from '../copy/pricing/es';
import company from '../copy/company/es';
import forms from '../copy/forms/es';
import help from '../copy/help/es';
import legal from '../copy/legal/es';
import type { SiteCopy } from '../copy';

/** Every namespace of the public site's copy in one language, as one chunk (see loadAllSiteCopy). */
const copy: SiteCopy = { common, landing, features, pricing, company, forms, help, legal };

export default copy;
