export default function Page() {
  return (
    <main>
      <h1>Hello</h1>
    </main>
  );
}
