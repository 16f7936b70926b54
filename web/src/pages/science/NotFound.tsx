// What a route shows for a URL that can name nothing (an unknown science slug, an activity without
// its project): the page's frame for the moment it takes to move to /404.
import { ContentView } from '@/blocks/ContentView'
import { useNotFoundWhen } from '@/lib/useNotFoundWhen'

export function NotFound() {
  useNotFoundWhen(true)
  return <ContentView page={undefined} blocks={undefined} extras={[]} />
}
