import { mountDevHost } from '@koinonia/shell-contract/testing';
import Section from './Section';

mountDevHost(Section, '/dashboard');
