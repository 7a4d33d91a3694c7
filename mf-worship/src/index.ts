// Standalone development only (npm run dev -w mf-worship); the shell loads ./Section instead.
import('./bootstrap');
