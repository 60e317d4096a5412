// Moved to lib/i18n/error-sentence.ts: how a code becomes words is not the domain's. The back office's
// form schemas (app/[clientToken]/admin/**) still import formError from here; once they import
// '@/lib/i18n/error-sentence', delete this file.
export { formError, type FormErrorKey } from '../i18n/error-sentence';
