import { FormattedMessage } from 'react-intl';

export default function NotFoundPage() {
  return (
    <section>
      <h1>
        <FormattedMessage id="page.notFound.title" />
      </h1>
      <p>
        <FormattedMessage id="page.notFound.body" />
      </p>
      <a href="/">
        <FormattedMessage id="page.notFound.home" />
      </a>
    </section>
  );
}
