// Standalone development only (npm run dev -w mf-admin); the shell loads ./Section instead.
import('./bootstrap');
