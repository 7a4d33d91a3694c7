import common from '../copy/common/ru';
import landing from '../copy/landing/ru';
import features from '../copy/features/ru';
import pricing from '../copy/pricing/ru';
import company from '../copy/company/ru';
import forms from '../copy/forms/ru';
import help from '../copy/help/ru';
import legal from '../copy/legal/ru';
import type { SiteCopy } from '../copy';

/** Every namespace of the public site's copy in one language, as one chunk (see loadAllSiteCopy). */
const copy: SiteCopy = { common, landing, features, pricing, company, forms, help, legal };

export default copy;
