// Standalone development only (npm run dev -w mf-marketing); the shell loads ./Section instead.
import('./bootstrap');
