import common from '../copy/common/ceb';
import landing from '../copy/landing/ceb';
import features from '../copy/features/ceb';
import pricing from '../copy/pricing/ceb';
import company from '../copy/company/ceb';
import forms from '../copy/forms/ceb';
import help from '../copy/help/ceb';
import legal from '../copy/legal/ceb';
import type { SiteCopy } from '../copy';

/** Every namespace of the public site's copy in one language, as one chunk (see loadAllSiteCopy). */
const copy: SiteCopy = { common, landing, features, pricing, company, forms, help, legal };

export default copy;
