import common from '../copy/common/id';
import landing from '../copy/landing/id';
import features from '../copy/features/id';
import pricing from '../copy/pricing/id';
import company from '../copy/company/id';
import forms from '../copy/forms/id';
import help from '../copy/help/id';
import legal from '../copy/legal/id';
import type { SiteCopy } from '../copy';

/** Every namespace of the public site's copy in one language, as one chunk (see loadAllSiteCopy). */
const copy: SiteCopy = { common, landing, features, pricing, company, forms, help, legal };

export default copy;
