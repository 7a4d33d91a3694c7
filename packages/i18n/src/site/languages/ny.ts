import common from '../copy/common/ny';
import landing from '../copy/landing/ny';
import features from '../copy/features/ny';
import pricing from '../copy/pricing/ny';
import company from '../copy/company/ny';
import forms from '../copy/forms/ny';
import help from '../copy/help/ny';
import legal from '../copy/legal/ny';
import type { SiteCopy } from '../copy';

/** Every namespace of the public site's copy in one language, as one chunk (see loadAllSiteCopy). */
const copy: SiteCopy = { common, landing, features, pricing, company, forms, help, legal };

export default copy;
