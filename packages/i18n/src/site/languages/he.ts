import common from '../copy/common/he';
import landing from '../copy/landing/he';
import features from '../copy/features/he';
import pricing from '../copy/pricing/he';
import company from '../copy/company/he';
import forms from '../copy/forms/he';
import help from '../copy/help/he';
import legal from '../copy/legal/he';
import type { SiteCopy } from '../copy';

/** Every namespace of the public site's copy in one language, as one chunk (see loadAllSiteCopy). */
const copy: SiteCopy = { common, landing, features, pricing, company, forms, help, legal };

export default copy;
