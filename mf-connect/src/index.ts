// Standalone development only (npm run dev -w mf-connect); the shell loads ./Section instead.
import('./bootstrap');
