// import * as Table from '$lib/components/ui/table'; <Table.Root cols=… label=…><Table.Header><Table.Head>…
import Cell from './table-cell.svelte';
import Head from './table-head.svelte';
import Header from './table-header.svelte';
import Row from './table-row.svelte';
import Root from './table.svelte';

export { Cell, Head, Header, Root, Row, Cell as TableCell, Head as TableHead, Header as TableHeader, Row as TableRow, Root as Table };
