import common from '../copy/common/ko';
import landing from '../copy/landing/ko';
import features from '../copy/features/ko';
import pricing from '../copy/pricing/ko';
import company from '../copy/company/ko';
import forms from '../copy/forms/ko';
import help from '../copy/help/ko';
import legal from '../copy/legal/ko';
import type { SiteCopy } from '../copy';

/** Every namespace of the public site's copy in one language, as one chunk (see loadAllSiteCopy). */
const copy: SiteCopy = { common, landing, features, pricing, company, forms, help, legal };

export default copy;
