extension TimelinePage {
    /// The layout: header, step list, screen and details side by side, each scrolling on its own,
    /// so the page itself never scrolls away from the list.
    static let style = #"""
        html,body{height:100%;margin:0;overflow:hidden}
        body{font:14px/1.4 system-ui,sans-serif;color:#222;display:flex;flex-direction:column}
        header{background:#f4f4f6;border-bottom:1px solid #ccc;padding:6px 12px}
        h1{font-size:16px;margin:0 0 4px} .controls{display:flex;gap:8px;align-items:center;flex-wrap:wrap}
        #slider{flex:1;min-width:120px} #opened,#matches{color:#777;font-size:12px}
        main{flex:1;display:flex;min-height:0}
        #list{width:30%;min-width:220px;overflow:auto;border-right:1px solid #ddd;position:relative}
        #rows{position:relative;font:12px ui-monospace,monospace}
        .entry{position:absolute;left:0;right:0;height:20px;line-height:20px;padding:0 6px;cursor:pointer;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
        .entry.result{color:#666} .entry.skipped{text-decoration:line-through} .entry.launch{border-top:2px solid #2a6df4}
        .entry.refused::before{content:"\26A0  ";color:#c60} .entry.current{background:#2a6df4;color:#fff}
        .entry.diverged{background:#fde2e2;color:#900;font-weight:600} .entry.diverged::before{content:"\26A0  "} .entry.diverged.current{background:#c00;color:#fff}
        .omitted{color:#a60;margin:0 8px;font-size:12px}
        .verdict{background:#c00;color:#fff;border:none;border-radius:4px;padding:2px 8px;cursor:pointer}
        #divergence{border:2px solid #c00;border-radius:6px;padding:4px 8px;margin:6px 0;background:#fff5f5} .sides{display:flex;gap:12px} .side{flex:1;min-width:0}
        #screen-panel{padding:8px 12px;overflow:auto;flex:none}
        #detail{flex:1;padding:0 12px 24px;min-width:0;overflow:auto}
        h2{font:13px ui-monospace,monospace;word-break:break-all;margin:8px 0} h3{font-size:13px;margin:12px 0 4px} h4{font-size:12px;margin:6px 0 2px;color:#555}
        dt{font-weight:600;float:left;margin-right:6px} dd{margin:0 0 4px;font:12px ui-monospace,monospace;word-break:break-all}
        code,pre{font:12px ui-monospace,monospace;white-space:pre-wrap;word-break:break-all;margin:0}
        #changes{border-collapse:collapse;font-size:12px;width:100%;table-layout:fixed} #changes td.old,#changes td.new{width:34%} #changes td.arrow{width:14px} #changes td{border-bottom:1px solid #eee;padding:2px 4px;vertical-align:top}
        #changes td.path{font-family:ui-monospace,monospace;word-break:break-all} tr.added td.new{background:#e3f7e3} tr.removed td.old{background:#fbe3e3}
        tr.changed td.old{background:#fdecec} tr.changed td.new{background:#e9f8e9} .none{color:#888}
        ol.effects{margin:0;padding-left:20px} li.none{list-style:none;margin-left:-20px}
        details.node{margin-left:12px} details.node>summary{cursor:pointer;font:12px ui-monospace,monospace}
        #state>details.node{margin-left:0} .line{margin-left:24px;font:12px ui-monospace,monospace} .key{color:#555}
        .changed>summary,.line.changed{background:#fff3a0} details.fold>summary{cursor:pointer;color:#444}
        .phone{width:260px;height:520px;border:10px solid #222;border-radius:28px;background:#fff;overflow:hidden;box-shadow:0 2px 8px #0003}
        .screen-area{position:relative;height:100%;display:flex;flex-direction:column;font-size:12px}
        .navbar{display:flex;align-items:center;gap:4px;padding:6px;border-bottom:1px solid #ddd;background:#f8f8f8;min-height:22px}
        .nav-title{flex:1;text-align:center;font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap} .nav-left,.nav-right{min-width:40px}
        .content{flex:1;overflow:hidden;padding:4px} .content.modal,.content.detail{position:absolute;inset:0;bottom:40px;background:#fff;z-index:2}
        .content.modal{bottom:0;z-index:3;box-shadow:0 -2px 6px #0003}
        .tabbar,.segments{display:flex;border-top:1px solid #ccc;background:#f8f8f8;margin-top:auto;z-index:2}
        .segments{margin-top:0;border-top:none;border-bottom:1px solid #ccc}
        .tab{flex:1;text-align:center;padding:10px 2px;color:#777;overflow:hidden;text-overflow:ellipsis} .tab.selected{color:#2a6df4;font-weight:600}
        .rows>.row{display:flex;gap:6px;align-items:center;padding:4px;border-bottom:1px solid #eee}
        .rows>.row>strong{flex:1} .subtitle{color:#666;font-size:11px} .heart{color:#c33}
        .image{border:1px dashed #999;min-width:44px;min-height:30px;font-size:10px;color:#666;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:2px}
        .image.loaded{border-style:solid;background:#eef} .image.failed{border-color:#c33;color:#c33} .image.loading{background:repeating-linear-gradient(45deg,#f4f4f4,#f4f4f4 4px,#fff 4px,#fff 8px)}
        .detail>.image{height:90px;margin:4px 0}
        .notice{background:#fff8e0;border:1px solid #e8d8a0;padding:4px;margin:4px;display:flex;gap:4px;align-items:center}
        .button{border:1px solid #2a6df4;color:#2a6df4;border-radius:4px;padding:0 4px;white-space:nowrap} .button.disabled{border-color:#bbb;color:#bbb}
        .banner{position:absolute;left:0;right:0;bottom:38px;background:#2a2a40;color:#fff;padding:6px;display:flex;flex-direction:column;z-index:1}
        .banner .subtitle,.banner .progress{color:#ccd}
        .sheet>.banner{position:static} .sheet{position:absolute;left:0;right:0;bottom:38px;background:#f2f2f7;overflow:hidden;z-index:2;border-top:2px solid #2a2a40}
        .sheet mark{background:#ffe58a;font-weight:600} .sheet .subtitle{display:block} .card{background:#fff;margin:6px;padding:6px;border-radius:6px} .card.expanded{outline:2px solid #2a6df4}
        .browser{display:flex;flex-direction:column;gap:4px} .address{border:1px solid #ccc;border-radius:4px;padding:2px 4px;word-break:break-all}
        .page{padding:8px;background:#f4f4f4} .refusal,.problem{color:#c33} .history .current{font-weight:600} .history div{word-break:break-all;color:#666}
        .toolbar{display:flex;gap:6px;justify-content:space-around;padding:4px}
        .map{background:#e8f0e0;padding:4px;min-height:100px} .map-title{color:#777}
        .alert-backdrop{position:absolute;inset:0;background:#0005;display:flex;align-items:center;justify-content:center;z-index:4}
        .alert{background:#fff;border-radius:10px;padding:10px;width:80%;text-align:center} .alert-buttons{display:flex;gap:6px;justify-content:center}
        .empty{color:#888;padding:8px;text-align:center} .connectivity{font-size:10px;color:#777}
        """#
}
