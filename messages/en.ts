// The English catalog, one file per namespace so that pages of different areas are written without
// touching each other's words. Its shape is the type of every catalog (i18n/global.d.ts).
import common from './en/common.json';
import home from './en/home.json';
import notFound from './en/notFound.json';
import signIn from './en/signIn.json';
import member from './en/member.json';
import account from './en/account.json';
import bookings from './en/bookings.json';
import consents from './en/consents.json';
import classes from './en/classes.json';
import cancel from './en/cancel.json';
import email from './en/email.json';
import calendar from './en/calendar.json';
import adminCatalog from './en/adminCatalog.json';
import shop from './en/shop.json';
import cart from './en/cart.json';
import adminSales from './en/adminSales.json';
import mandates from './en/mandates.json';
import errors from './en/errors.json';
import fieldErrors from './en/fieldErrors.json';
import formErrors from './en/formErrors.json';
import pay from './en/pay.json';
import adminShell from './en/adminShell.json';
import adminClub from './en/adminClub.json';
import adminSchedule from './en/adminSchedule.json';
import debts from './en/debts.json';
import adminFinance from './en/adminFinance.json';
import adminContacts from './en/adminContacts.json';
import adminCancellations from './en/adminCancellations.json';
import adminMotives from './en/adminMotives.json';
import adminSandbox from './en/adminSandbox.json';
import adminWebhooks from './en/adminWebhooks.json';
import adminApiClients from './en/adminApiClients.json';
import adminBilling from './en/adminBilling.json';
import adminMandates from './en/adminMandates.json';
import adminReconciliation from './en/adminReconciliation.json';

export default { common, home, notFound, signIn, member, account, bookings, consents, classes, cancel, email, adminCatalog, shop, cart, adminSales, mandates, errors, fieldErrors, formErrors, pay, adminShell, adminClub, adminSchedule, debts, adminFinance, adminContacts, adminCancellations, adminMotives, adminSandbox, calendar, adminWebhooks, adminApiClients, adminBilling, adminMandates, adminReconciliation };
