// The benchmark's baseline: the login form a host would write by hand in plain React.
import { useState, type FormEvent } from 'react';
import './plain.css';

export function PlainLoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(email.trim() === '' || password.trim() === '');
  };
  return (
    <section className="login">
      <h2>Log in</h2>
      <form noValidate onSubmit={submit} aria-label="Log in">
        <label htmlFor="email">Email</label>
        <input
          id="email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <label htmlFor="password">Password</label>
        <input
          id="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {missing ? <p role="alert">Please fill this field</p> : null}
        <button type="submit">Log in</button>
      </form>
      <p>
        <a href="/help/flows/logged-out">Trouble logging in?</a>
      </p>
    </section>
  );
}
