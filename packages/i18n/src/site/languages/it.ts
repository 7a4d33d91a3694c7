import common from '../copy/common/it';
import landing from '../copy/landing/it';
import features from '../copy/features/it';
import pricing from '../copy/pricing/it';
import company from '../copy/company/it';
import forms from '../copy/forms/it';
import help from '../copy/help/it';
import legal from '../copy/legal/it';
import type { SiteCopy } from '../copy';

/** Every namespace of the public site's copy in one language, as one chunk (see loadAllSiteCopy). */
const copy: SiteCopy = { common, landing, features, pricing, company, forms, help, legal };

export default copy;
