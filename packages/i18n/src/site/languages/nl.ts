import common from '../copy/common/nl';
import landing from '../copy/landing/nl';
import features from '../copy/features/nl';
import pricing from '../copy/pricing/nl';
import company from '../copy/company/nl';
import forms from '../copy/forms/nl';
import help from '../copy/help/nl';
import legal from '../copy/legal/nl';
import type { SiteCopy } from '../copy';

/** Every namespace of the public site's copy in one language, as one chunk (see loadAllSiteCopy). */
const copy: SiteCopy = { common, landing, features, pricing, company, forms, help, legal };

export default copy;
