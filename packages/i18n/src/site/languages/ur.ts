import common from '../copy/common/ur';
import landing from '../copy/landing/ur';
import features from '../copy/features/ur';
import pricing from '../copy/pricing/ur';
import company from '../copy/company/ur';
import forms from '../copy/forms/ur';
import help from '../copy/help/ur';
import legal from '../copy/legal/ur';
import type { SiteCopy } from '../copy';

/** Every namespace of the public site's copy in one language, as one chunk (see loadAllSiteCopy). */
const copy: SiteCopy = { common, landing, features, pricing, company, forms, help, legal };

export default copy;
