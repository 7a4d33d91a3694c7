import common from '../copy/common/de';
import landing from '../copy/landing/de';
import features from '../copy/features/de';
import pricing from '../copy/pricing/de';
import company from '../copy/company/de';
import forms from '../copy/forms/de';
import help from '../copy/help/de';
import legal from '../copy/legal/de';
import type { SiteCopy } from '../copy';

/** Every namespace of the public site's copy in one language, as one chunk (see loadAllSiteCopy). */
const copy: SiteCopy = { common, landing, features, pricing, company, forms, help, legal };

export default copy;
