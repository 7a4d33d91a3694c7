import common from '../copy/common/pt';
import landing from '../copy/landing/pt';
import features from '../copy/features/pt';
import pricing from '../copy/pricing/pt';
import company from '../copy/company/pt';
import forms from '../copy/forms/pt';
import help from '../copy/help/pt';
import legal from '../copy/legal/pt';
import type { SiteCopy } from '../copy';

/** Every namespace of the public site's copy in one language, as one chunk (see loadAllSiteCopy). */
const copy: SiteCopy = { common, landing, features, pricing, company, forms, help, legal };

export default copy;
