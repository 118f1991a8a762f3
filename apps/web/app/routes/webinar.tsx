export default function Page() {
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-3xl font-bold">webinar</h1>
      <p className="mt-4">This page is being built: it will hold the webinar content described in the specification.</p>
    </main>
  );
}
