import styles from './status-pages.module.css';

/** The spec's not-found page ('Oops!', 'PAGE NOT FOUND') for a menu or order that does not exist. */
export function NotFoundPage() {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Oops!</h1>
      <p className={styles.subtitle}>PAGE NOT FOUND</p>
      <p className={styles.text}>
        This menu or order does not exist. Please scan the QR code again or ask the staff.
      </p>
    </main>
  );
}

/** Something failed on the server, named in the spec's words; the customer can only try again. */
export function ServerErrorPage({ message }: { message: string }) {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Sorry!</h1>
      <p className={styles.subtitle}>{message}</p>
      <p className={styles.text}>Please reload this page in a moment.</p>
    </main>
  );
}
