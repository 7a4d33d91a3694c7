import common from '../copy/common/tl';
import landing from '../copy/landing/tl';
import features from '../copy/features/tl';
import pricing from '../copy/pricing/tl';
import company from '../copy/company/tl';
import forms from '../copy/forms/tl';
import help from '../copy/help/tl';
import legal from '../copy/legal/tl';
import type { SiteCopy } from '../copy';

/** Every namespace of the public site's copy in one language, as one chunk (see loadAllSiteCopy). */
const copy: SiteCopy = { common, landing, features, pricing, company, forms, help, legal };

export default copy;
