import common from '../copy/common/fr';
import landing from '../copy/landing/fr';
import features from '../copy/features/fr';
import pricing from '../copy/pricing/fr';
import company from '../copy/company/fr';
import forms from '../copy/forms/fr';
import help from '../copy/help/fr';
import legal from '../copy/legal/fr';
import type { SiteCopy } from '../copy';

/** Every namespace of the public site's copy in one language, as one chunk (see loadAllSiteCopy). */
const copy: SiteCopy = { common, landing, features, pricing, company, forms, help, legal };

export default copy;
