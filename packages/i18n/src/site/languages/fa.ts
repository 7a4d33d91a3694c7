import common from '../copy/common/fa';
import landing from '../copy/landing/fa';
import features from '../copy/features/fa';
import pricing from '../copy/pricing/fa';
import company from '../copy/company/fa';
import forms from '../copy/forms/fa';
import help from '../copy/help/fa';
import legal from '../copy/legal/fa';
import type { SiteCopy } from '../copy';

/** Every namespace of the public site's copy in one language, as one chunk (see loadAllSiteCopy). */
const copy: SiteCopy = { common, landing, features, pricing, company, forms, help, legal };

export default copy;
