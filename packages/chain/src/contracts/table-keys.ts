// Primary keys in the form get_table_rows bounds take them, for tables keyed by a symbol code.

/** The symbol code of an asset string: "10.0000 TLOS" → "TLOS". */
export const assetCode = (asset: string): string => asset.split(' ')[1] ?? ''

/** The symbol code of a symbol string: "4,VOTE" → "VOTE". */
export const symbolCode = (symbol: string): string => symbol.split(',')[1] ?? ''
