import common from '../copy/common/ha';
import landing from '../copy/landing/ha';
import features from '../copy/features/ha';
import pricing from '../copy/pricing/ha';
import company from '../copy/company/ha';
import forms from '../copy/forms/ha';
import help from '../copy/help/ha';
import legal from '../copy/legal/ha';
import type { SiteCopy } from '../copy';

/** Every namespace of the public site's copy in one language, as one chunk (see loadAllSiteCopy). */
const copy: SiteCopy = { common, landing, features, pricing, company, forms, help, legal };

export default copy;
