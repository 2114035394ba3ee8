/** A viewer key of the signed-in user's personal workspace (the first one GET /workspaces lists). */
export async function createApiKey(url: string, token: string): Promise<string | { unavailable: string }> {
  const listed = await fetch(`${url}/api/v1/workspaces`, { headers: { authorization: `Bearer ${token}` } })
  if (listed.status !== 200) return { unavailable: `GET /api/v1/workspaces answered ${listed.status}` }
  const [personal] = (await listed.json()) as { _id: string }[]
  const made = await fetch(`${url}/api/v1/workspaces/${personal!._id}/api-keys`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'bench', role: 'viewer' }),
  })
  if (made.status !== 201) return { unavailable: `POST api-keys answered ${made.status}` }
  return ((await made.json()) as { key: string }).key
}
