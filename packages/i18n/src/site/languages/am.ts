import common from '../copy/common/am';
import landing from '../copy/landing/am';
import features from '../copy/features/am';
import pricing from '../copy/pricing/am';
import company from '../copy/company/am';
import forms from '../copy/forms/am';
import help from '../copy/help/am';
import legal from '../copy/legal/am';
import type { SiteCopy } from '../copy';

/** Every namespace of the public site's copy in one language, as one chunk (see loadAllSiteCopy). */
const copy: SiteCopy = { common, landing, features, pricing, company, forms, help, legal };

export default copy;
