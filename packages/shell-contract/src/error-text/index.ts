export { useErrorText, type ErrorText } from './use-error-text';
export { errorMessageOf, fieldErrorsOf, issueText, type Translate } from './error-text';
export { failureOf, type Failure, type FailureIssue } from './failure-of';
