// The French catalog, one file per namespace; same keys as the English one (lib/i18n/catalogs.test.ts).
import common from './fr/common.json';
import home from './fr/home.json';
import notFound from './fr/notFound.json';
import signIn from './fr/signIn.json';
import member from './fr/member.json';
import account from './fr/account.json';
import bookings from './fr/bookings.json';
import consents from './fr/consents.json';
import classes from './fr/classes.json';
import cancel from './fr/cancel.json';
import email from './fr/email.json';
import adminCatalog from './fr/adminCatalog.json';
import shop from './fr/shop.json';
import cart from './fr/cart.json';
import adminSales from './fr/adminSales.json';
import mandates from './fr/mandates.json';
import errors from './fr/errors.json';
import fieldErrors from './fr/fieldErrors.json';
import pay from './fr/pay.json';
import adminShell from './fr/adminShell.json';
import adminClub from './fr/adminClub.json';
import adminSchedule from './fr/adminSchedule.json';
import debts from './fr/debts.json';
import adminFinance from './fr/adminFinance.json';
import adminContacts from './fr/adminContacts.json';
import adminCancellations from './fr/adminCancellations.json';

export default { common, home, notFound, signIn, member, account, bookings, consents, classes, cancel, email, adminCatalog, shop, cart, adminSales, mandates, errors, fieldErrors, pay, adminShell, adminClub, adminSchedule, debts, adminFinance, adminContacts, adminCancellations };
