import TendCore
import Testing
@testable import TendTerminal

/// Where a line chart puts its points: in the row of the gridline of the value they hold, and
/// never two series' points in one cell.
@Suite struct LinePlotPlacementTests {
    /// A point at a tick's value is in that tick's gridline row, at every height's tick.
    @Test(arguments: 1...8)
    func aPointAtATickIsOnItsGridline(eighths: Int) {
        let fraction = Double(eighths) / 8
        #expect(LineChartRenderer.dotRow(fraction, height: 8) / 4 == PlotGrid.row(at: fraction, height: 8))
    }

    @Test func pointsAreInTheCellTheirLevelFallsIn() {
        // 50 % of 8 rows is the top of row 3; 57 % is past it, in row 4; 0 is the bottom row.
        #expect(LineChartRenderer.dotRow(0.5, height: 8) / 4 == 3)
        #expect(LineChartRenderer.dotRow(0.57, height: 8) / 4 == 4)
        #expect(LineChartRenderer.dotRow(0.45, height: 8) / 4 == 3)
        #expect(LineChartRenderer.dotRow(0, height: 8) == 0)
        #expect(LineChartRenderer.dotRow(1, height: 8) == 31)
    }

    /// Two series' points in one cell are both drawn, side by side within their bucket, and
    /// a later line never covers an earlier series' point.
    @Test func twoPointsInOneCellAreBothDrawn() {
        var grid = PlotGrid(width: 8, height: 2)
        var points = LineChartRenderer.PlacedPoints(slot: 4)
        points.add(column: 2, row: 1, Span(text: "●", attributes: .plain), isPoint: true)
        points.add(column: 2, row: 1, Span(text: "◆", attributes: .plain), isPoint: true)
        points.add(column: 2, row: 1, Span(text: "⠒", attributes: .plain), isPoint: false)
        points.add(column: 3, row: 1, Span(text: "▲", attributes: .plain), isPoint: true)
        points.draw(into: &grid)
        #expect(grid.line(1).text == " ▲●◆    ")
    }
}
