// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { useLocation, useNavigate, useParams, useSearchParams } from './hooks'
import { matchPath } from './match-path'
import { createMemoryHistory } from './memory-history'
import { RouteParams, RouterProvider } from './router-provider'

afterEach(cleanup)

function Where() {
  const { pathname, search } = useLocation()
  return <p>{pathname + search}</p>
}

describe('router hooks', () => {
  it('useLocation follows every navigation', () => {
    const history = createMemoryHistory(['/home'])
    render(
      <RouterProvider history={history}>
        <Where />
      </RouterProvider>,
    )
    expect(screen.getByText('/home')).toBeTruthy()
    act(() => history.push('/search?q=x'))
    expect(screen.getByText('/search?q=x')).toBeTruthy()
    act(() => history.go(-1))
    expect(screen.getByText('/home')).toBeTruthy()
  })

  it('useNavigate pushes, replaces and goes back', async () => {
    const history = createMemoryHistory(['/home'])
    function Buttons() {
      const navigate = useNavigate()
      return (
        <>
          <button onClick={() => navigate('/a')}>push</button>
          <button onClick={() => navigate('/b', { replace: true, state: 1 })}>replace</button>
          <button onClick={() => navigate(-1)}>back</button>
        </>
      )
    }
    render(
      <RouterProvider history={history}>
        <Buttons />
      </RouterProvider>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'push' }))
    await userEvent.click(screen.getByRole('button', { name: 'replace' }))
    expect(history.entries.map((e) => e.pathname)).toEqual(['/home', '/b'])
    expect(history.location.state).toBe(1)
    await userEvent.click(screen.getByRole('button', { name: 'back' }))
    expect(history.location.pathname).toBe('/home')
  })

  it('useParams gives the parameters of the matched route', () => {
    function Post() {
      return <p>post {useParams().postId}</p>
    }
    const match = matchPath('/post/:postId', '/post/a%2Fb')
    render(
      <RouterProvider history={createMemoryHistory(['/post/a%2Fb'])}>
        <RouteParams params={match?.params ?? {}}>
          <Post />
        </RouteParams>
      </RouterProvider>,
    )
    expect(screen.getByText('post a/b')).toBeTruthy()
  })

  it('useSearchParams reads and sets the query string', async () => {
    const history = createMemoryHistory(['/search?q=cats'])
    function Search() {
      const [params, setParams] = useSearchParams()
      return (
        <>
          <p>q={params.get('q')}</p>
          <button onClick={() => setParams({ q: 'dogs & co' })}>dogs</button>
          <button onClick={() => setParams((p) => (p.delete('q'), p), { replace: true })}>clear</button>
        </>
      )
    }
    render(
      <RouterProvider history={history}>
        <Search />
      </RouterProvider>,
    )
    expect(screen.getByText('q=cats')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'dogs' }))
    expect(history.location.search).toBe('?q=dogs+%26+co')
    expect(screen.getByText('q=dogs & co')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'clear' }))
    expect(history.location.search).toBe('')
    expect(history.entries).toHaveLength(2)
  })

  it('refuses to work outside a RouterProvider', () => {
    expect(() => render(<Where />)).toThrow(/RouterProvider/)
  })
})
