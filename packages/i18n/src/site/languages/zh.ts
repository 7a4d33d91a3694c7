import common from '../copy/common/zh';
import landing from '../copy/landing/zh';
import features from '../copy/features/zh';
import pricing from '../copy/pricing/zh';
import company from '../copy/company/zh';
import forms from '../copy/forms/zh';
import help from '../copy/help/zh';
import legal from '../copy/legal/zh';
import type { SiteCopy } from '../copy';

/** Every namespace of the public site's copy in one language, as one chunk (see loadAllSiteCopy). */
const copy: SiteCopy = { common, landing, features, pricing, company, forms, help, legal };

export default copy;
