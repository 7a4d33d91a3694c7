import common from '../copy/common/ja';
import landing from '../copy/landing/ja';
import features from '../copy/features/ja';
import pricing from '../copy/pricing/ja';
import company from '../copy/company/ja';
import forms from '../copy/forms/ja';
import help from '../copy/help/ja';
import legal from '../copy/legal/ja';
import type { SiteCopy } from '../copy';

/** Every namespace of the public site's copy in one language, as one chunk (see loadAllSiteCopy). */
const copy: SiteCopy = { common, landing, features, pricing, company, forms, help, legal };

export default copy;
