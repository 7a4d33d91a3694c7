// An async boundary: shared modules (React, the router, the shell contract) are negotiated by the
// federation runtime before the first import of them runs.
import('./bootstrap');
