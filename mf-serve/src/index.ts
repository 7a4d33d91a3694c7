// Standalone development only (npm run dev -w mf-serve); the shell loads ./Section instead.
import('./bootstrap');
